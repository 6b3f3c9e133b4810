/**
 * The default layout, without a CSS file to import: `:where()` keeps every rule at zero
 * specificity, so a site's own CSS wins without !important. A field's authored width (a percentage,
 * `--pps-form-field-width`) becomes its flex-basis in a wrapping row, less its share of the gaps.
 */
const CSS = [
  ':where(.pps-form__form,.pps-form__step){display:flex;flex-direction:column;gap:var(--pps-form-gap,1rem)}',
  // Outranks a site's own `display` on steps, which would otherwise show every step at once.
  '.pps-form__step[hidden]{display:none}',
  ':where(.pps-form__row,.pps-form__actions){display:flex;flex-wrap:wrap;gap:var(--pps-form-gap,1rem)}',
  ':where(.pps-form__field){box-sizing:border-box;display:flex;flex-direction:column;gap:.25rem;min-width:0;margin:0;' +
    'flex:0 1 calc(var(--pps-form-field-width,100) * 1% - var(--pps-form-gap,1rem) * (1 - var(--pps-form-field-width,100) / 100))}',
  // The live region stays in the page (it must exist before it speaks) but takes no room while empty.
  ':where(.pps-form__status){display:flex;flex-direction:column;gap:.5rem}',
  ':where(.pps-form__status:not(:empty)){margin-bottom:var(--pps-form-gap,1rem)}',
  ':where(.pps-form__status p,.pps-form__error p,.pps-form__step-title){margin:0}',
  ':where(.pps-form__rich-text>*){margin:0}',
  ':where(.pps-form__rich-text>*+*){margin-top:.5em}',
  ':where(.pps-form) :where(input,select,textarea,button){font:inherit}',
  ':where(.pps-form) :where(input:not([type=checkbox],[type=radio],[type=file]),select,textarea){box-sizing:border-box;padding:.375rem .5rem}',
  ':where(.pps-form) :where(button){padding:.375rem .875rem}',
  // A radio group or repeater is a fieldset for its name, not a box.
  ':where(fieldset.pps-form__field){border:0;padding:0}',
  ':where(.pps-form__field>legend){padding:0;margin-bottom:.25rem}',
  ':where(.pps-form__option){display:flex;align-items:center;gap:.5rem}',
  ':where(.pps-form__option>input){flex:none;width:1rem;height:1rem;margin:0}',
  // A checkbox's statement and messages line up with its label.
  ':where(.pps-form__option~:not(.pps-form__option)){margin-inline-start:1.5rem}',
  ':where(.pps-form__repeater-row){display:flex;flex-direction:column;gap:.5rem;margin:0;border:1px solid #8886;border-radius:4px;padding:.75rem}',
  ':where(.pps-form__add-row,.pps-form__remove-row){align-self:flex-start}',
  ':where(.pps-form__description){display:flex;flex-direction:column;gap:.25rem}',
  ':where(.pps-form__consent-source,.pps-form__progress-count,.pps-form__results-title,.pps-form__results-total){margin:0}',
  ':where(.pps-form__poll-closed){margin:0 0 var(--pps-form-gap,1rem)}',
  // The steps in a row, the current one underlined in the accent colour.
  ':where(.pps-form__progress){display:flex;flex-direction:column;gap:.5rem}',
  ':where(.pps-form__progress-count){font-size:.875em;opacity:.8}',
  ':where(.pps-form__progress-steps){display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:0;padding:0;list-style:none}',
  ':where(.pps-form__progress-steps>li){padding-bottom:.25rem;border-bottom:2px solid #8884}',
  ':where(.pps-form__progress-steps>li[aria-current=step]){font-weight:600;border-bottom-color:var(--pps-form-accent-color,#2f5fb3)}',
  ':where(.pps-form__results){display:flex;flex-direction:column;gap:.75rem}',
  ':where(.pps-form__results-title){font-size:1.25em}',
  ':where(.pps-form__results-list){display:flex;flex-direction:column;gap:.75rem;margin:0;padding:0;list-style:none}',
  ':where(.pps-form__result){display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem}',
  ':where(.pps-form__result-label){display:flex;align-items:center;gap:.5rem}',
  ':where(.pps-form__winner){font-size:.75em;padding:.125rem .5rem;border-radius:1em;color:#fff;background:var(--pps-form-winner-color,#1e6b34)}',
  ':where(.pps-form__result-bar){grid-column:1/-1;height:.5rem;border-radius:.25rem;background:#8883;overflow:hidden}',
  ':where(.pps-form__result-bar>span){display:block;height:100%;background:var(--pps-form-accent-color,#2f5fb3)}',
  ':where(.pps-form__result--winner .pps-form__result-bar>span){background:var(--pps-form-winner-color,#1e6b34)}',
  ':where(.pps-form__error,.pps-form__required){color:var(--pps-form-error-color,#b3261e)}',
  ':where(.pps-form__field--error>:is(input,select,textarea)){border-color:var(--pps-form-error-color,#b3261e)}',
].join('')

/** React 19 hoists the sheet into <head> once per page (`href` deduplicates it). */
export const DefaultStyles = () => (
  <style href="pps-form" precedence="pps-form">
    {CSS}
  </style>
)
