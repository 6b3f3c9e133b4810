/**
 * The default layout, without a CSS file to import: `:where()` keeps every rule at zero
 * specificity, so a site's own CSS wins without !important. A field's authored width (a percentage,
 * `--pps-form-field-width`) becomes its flex-basis in a wrapping row, less its share of the gaps.
 */
const CSS = [
  ':where(.pps-form,.pps-form__form,.pps-form__step){display:flex;flex-direction:column;gap:var(--pps-form-gap,1rem)}',
  // Outranks a site's own `display` on steps, which would otherwise show every step at once.
  '.pps-form__step[hidden]{display:none}',
  ':where(.pps-form__row,.pps-form__actions){display:flex;flex-wrap:wrap;gap:var(--pps-form-gap,1rem)}',
  ':where(.pps-form__field){box-sizing:border-box;display:flex;flex-direction:column;gap:.25rem;min-width:0;margin:0;' +
    'flex:0 1 calc(var(--pps-form-field-width,100) * 1% - var(--pps-form-gap,1rem) * (1 - var(--pps-form-field-width,100) / 100))}',
  ':where(.pps-form__option){display:flex;align-items:center;gap:.5rem}',
  ':where(.pps-form__error,.pps-form__required){color:var(--pps-form-error-color,#b3261e)}',
  ':where(.pps-form__error p,.pps-form__step-title){margin:0}',
].join('')

/** React 19 hoists the sheet into <head> once per page (`href` deduplicates it). */
export const DefaultStyles = () => (
  <style href="pps-form" precedence="pps-form">
    {CSS}
  </style>
)
