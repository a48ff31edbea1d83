import { Dialog } from '../../components/ui/dialog'

/** The image popup's dialog (image-popup.tsx), its own chunk: it loads on the first image link clicked. */
export default function ImagePopupDialog({
  image,
  onClose,
}: {
  image: { src: string; alt: string } | null
  onClose: () => void
}) {
  return (
    <Dialog open={image !== null} onClose={onClose} title={image?.alt || 'Image'} className="image-popup">
      {image ? <img className="image-popup__image" src={image.src} alt={image.alt} /> : null}
    </Dialog>
  )
}
