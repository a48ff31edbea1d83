import { Dialog } from '../../components/ui/dialog'
import { BROCHURE_POPUP_MAX_WIDTH } from '../../lib/constants'
import { MarketingForm, type MarketingFormValues, type MarketoSettings } from '../marketing-forms'
import type { Brochure } from './brochure-schema'

/**
 * 'View online' (discovery §4): a dialog (max width BROCHURE_POPUP_MAX_WIDTH) holding the marketing form for the
 * brand's form id. The page decides what success does (close, track, open the PDF).
 */
export function DownloadPopup({
  brochure,
  open,
  formId,
  marketo,
  prefill,
  onClose,
  onSuccess,
}: {
  brochure: Brochure | null
  open: boolean
  formId: number
  marketo: MarketoSettings | null
  prefill: Pick<MarketingFormValues, 'Referral__c' | 'Inquiry_Subcategory__c_account'>
  onClose: () => void
  onSuccess: (brochure: Brochure, values: MarketingFormValues) => void
}) {
  return (
    <Dialog
      open={open && brochure !== null}
      onClose={onClose}
      title={brochure ? `View ${brochure.name} online` : 'View online'}
      maxWidth={BROCHURE_POPUP_MAX_WIDTH}
      className="brochure-popup"
    >
      {brochure ? (
        <>
          <p className="brochure-popup__intro">Tell us a little about yourself and the brochure opens in a new tab.</p>
          <MarketingForm
            formId={formId}
            marketo={marketo}
            prefill={prefill}
            brochureId={brochure.uniqueId}
            onSuccess={(values) => onSuccess(brochure, values)}
          />
        </>
      ) : null}
    </Dialog>
  )
}
