'use client'
export { Form, useFormContext, type FormContextValue, type FormProps, type SubmitButtonRenderProps } from '../components/Form'
export type { FormDocument } from '../toFormDocument'
