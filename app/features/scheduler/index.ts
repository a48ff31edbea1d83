/* The scheduler's pure rules and names (issue 27), for pages: the states a job goes through. Server: index.server.ts. */
export * from './job-rules'
