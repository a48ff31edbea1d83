import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { IMAGE_SIZES } from '../../../app/lib/media-urls'
import { renderTourPicture } from '../artwork/tour-artwork'
import { WEBP_RENDITIONS, WEBP_RENDITION_SIZES, renditionFileUrl } from '../artwork/webp-renditions'

/*
 * Makes the committed WebP renditions of the demo artwork (docs/decisions/0046): each picture of WEBP_RENDITIONS is
 * drawn as the media source draws it (renderTourPicture; these codes have no tour row, so no stored scene), painted
 * on a canvas in Chromium at the size's pixels and encoded by Chromium's own WebP encoder. Run it again only when
 * the artwork code or the list changes, and commit what it writes:
 *   npx tsx tools/demo-catalogue/cli/render-webp-renditions.ts
 */

const QUALITY = 0.82

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
try {
  const page = await browser.newPage()
  for (const { code, index } of WEBP_RENDITIONS) {
    for (const size of WEBP_RENDITION_SIZES) {
      const svg = renderTourPicture({ code, index, size, storedScene: null })
      const { width, height } = IMAGE_SIZES[size]
      const dataUrl = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const image = new Image(width, height)
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
          await image.decode()
          const canvas = document.createElement('canvas')
          canvas.width = width
          canvas.height = height
          canvas.getContext('2d')!.drawImage(image, 0, 0, width, height)
          return canvas.toDataURL('image/webp', quality)
        },
        { svg, width, height, quality: QUALITY },
      )
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`Chromium did not encode WebP for ${code}`)
      const file = fileURLToPath(renditionFileUrl(code, index, size))
      await mkdir(dirname(file), { recursive: true })
      const bytes = Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64')
      await writeFile(file, bytes)
      process.stdout.write(`${file}: ${bytes.length} bytes\n`)
    }
  }
} finally {
  await browser.close()
}
