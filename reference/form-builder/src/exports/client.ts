'use client'
export {
  Form,
  type FormContextValue,
  type FormProps,
  type SubmitButtonRenderProps,
  useFormContext,
} from '../components/Form'
export type { FormDocument } from '../toFormDocument'
