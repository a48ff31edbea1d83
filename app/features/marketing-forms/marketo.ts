/*
 * Marketo Forms 2 (https://developers.marketo.com/javascript-api/forms/): the script is loaded once from the
 * configured instance, then MktoForms2.loadForm(base, munchkinId, formId, callback) renders the form into
 * <form id="mktoForm_{formId}">. onSuccess returning false suppresses Marketo's own follow-up redirect.
 */

export interface MktoForm {
  vals(): Record<string, string>
  vals(values: Record<string, string>): void
  onSuccess(callback: (values: Record<string, string>, followUpUrl: string) => boolean | void): MktoForm
}

export interface MktoForms2 {
  loadForm(baseUrl: string, munchkinId: string, formId: number, callback?: (form: MktoForm) => void): void
}

declare global {
  interface Window {
    MktoForms2?: MktoForms2
  }
}

export function marketoScriptUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/js/forms2/js/forms2.min.js`
}

let loading: Promise<MktoForms2> | null = null

export function loadMarketoForms(baseUrl: string): Promise<MktoForms2> {
  if (window.MktoForms2) return Promise.resolve(window.MktoForms2)
  if (loading) return loading
  loading = new Promise<MktoForms2>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = marketoScriptUrl(baseUrl)
    script.async = true
    script.onload = () =>
      window.MktoForms2 ? resolve(window.MktoForms2) : reject(new Error('Marketo Forms 2 did not start'))
    script.onerror = () => {
      loading = null
      script.remove()
      reject(new Error('Marketo Forms 2 could not be loaded'))
    }
    document.head.appendChild(script)
  })
  return loading
}
