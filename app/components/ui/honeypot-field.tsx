import type { CSSProperties, Ref } from 'react'

// Off-screen rather than display:none: some robots skip fields that are not rendered.
const OFF_SCREEN: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
}

/**
 * A honeypot: a text field people never see, hidden from assistive technology and out of the tab order, so it stays
 * empty; form-filling robots fill every field they find. The server answers a submission with it filled like a
 * success and keeps nothing.
 */
export function HoneypotField({ id, name, inputRef }: { id: string; name: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" style={OFF_SCREEN}>
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} ref={inputRef} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
