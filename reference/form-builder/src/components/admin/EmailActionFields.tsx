'use client'
import { useTranslation } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { formBuilderT } from '../../i18n'
import { ResolvedPickerField } from './ResolvedPickerField'
import type { DepartmentList, SenderList } from './types'

/**
 * emailTeam's department: a pick from what email.departments offers now (GET /api/forms/departments);
 * its address is frozen on save. Without that resolver, core's text field.
 */
export const DepartmentField = (props: TextFieldClientProps) => {
  const t = formBuilderT(useTranslation().t)
  return (
    <ResolvedPickerField<DepartmentList>
      {...props}
      listPath="/forms/departments"
      toOptions={(list) =>
        list.departments.map((department) => ({
          label: department.name ?? department.id,
          value: department.id,
        }))
      }
      unknownOption={(value) => ({ label: t('notAConfiguredDepartment', { value }), value })}
    />
  )
}

/**
 * An email action's sender: a pick from what email.fromAddresses offers now (GET
 * /api/forms/sender-addresses); empty uses the project's default. Without that resolver, core's text field.
 */
export const SenderField = (props: TextFieldClientProps) => {
  const t = formBuilderT(useTranslation().t)
  return (
    <ResolvedPickerField<SenderList>
      {...props}
      listPath="/forms/sender-addresses"
      toOptions={(list) =>
        list.senders.map((sender) => ({
          label: sender.name ? `${sender.name} <${sender.address}>` : sender.address,
          value: sender.address,
        }))
      }
      unknownOption={(value) => ({ label: t('notAConfiguredSender', { value }), value })}
    />
  )
}
