/** The server entry (`payload-plugin-suite/form-builder`): the plugin and every helper. */
export { formBuilder, formBuilder as default } from '../index'
export * from '../helpers'
