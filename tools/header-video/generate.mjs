import { writeFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'

/*
 * Generates the home page's header video (issue 13: "a small generated clip, no external URLs") without ffmpeg:
 * Debian's Chromium draws a slow gradient drift on a canvas and records it with MediaRecorder as VP8 WebM. The clip
 * is a few seconds, 480×270, low bit rate, so the repository stays small. Run: node tools/header-video/generate.mjs
 * (plain JavaScript: a TypeScript transform would inject helpers the page does not have)
 */

const OUTPUT = 'public/video/home-header.webm'
const WIDTH = 480
const HEIGHT = 270
const SECONDS = 4

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
try {
  const page = await browser.newPage()
  const base64 = await page.evaluate(
    async ({ width, height, seconds }) => {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      document.body.append(canvas)
      const context = canvas.getContext('2d')
      const stream = canvas.captureStream(15)
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 150_000 })
      const chunks = []
      recorder.ondataavailable = (event) => chunks.push(event.data)
      const done = new Promise((resolve) => (recorder.onstop = resolve))
      const start = performance.now()
      recorder.start()
      await new Promise((resolve) => {
        const draw = () => {
          const t = (performance.now() - start) / 1000
          const phase = (Math.sin((t / seconds) * Math.PI * 2) + 1) / 2
          const gradient = context.createLinearGradient(0, 0, width, height)
          gradient.addColorStop(0, `hsl(${200 + phase * 20}, 60%, ${22 + phase * 8}%)`)
          gradient.addColorStop(1, `hsl(${170 + phase * 30}, 55%, ${38 + phase * 10}%)`)
          context.fillStyle = gradient
          context.fillRect(0, 0, width, height)
          context.fillStyle = 'rgba(255,255,255,0.12)'
          context.beginPath()
          context.arc(width * (0.2 + 0.6 * phase), height * 0.55, height * 0.35, 0, Math.PI * 2)
          context.fill()
          if (t < seconds) requestAnimationFrame(draw)
          else resolve()
        }
        draw()
      })
      recorder.stop()
      await done
      const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer()
      let binary = ''
      for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte)
      return btoa(binary)
    },
    { width: WIDTH, height: HEIGHT, seconds: SECONDS },
  )
  await writeFile(OUTPUT, Buffer.from(base64, 'base64'))
  process.stderr.write(`${OUTPUT}: ${Buffer.from(base64, 'base64').length} bytes\n`)
} finally {
  await browser.close()
}
