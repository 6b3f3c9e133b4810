'use client'
import type { TextFieldClientProps } from 'payload'
import { ResolvedPickerField } from './ResolvedPickerField'
import type { DepartmentList, SenderList } from './types'

/**
 * emailTeam's department: a pick from what email.departments offers now (GET /api/forms/departments);
 * its address is frozen on save. Without that resolver, core's text field.
 */
export const DepartmentField = (props: TextFieldClientProps) => (
  <ResolvedPickerField<DepartmentList>
    {...props}
    listPath="/forms/departments"
    toOptions={(list) =>
      list.departments.map((department) => ({
        label: department.name ?? department.id,
        value: department.id,
      }))
    }
    unknownLabel="notAConfiguredDepartment"
  />
)

/**
 * An email action's sender: a pick from what email.fromAddresses offers now (GET
 * /api/forms/sender-addresses); empty uses the project's default. Without that resolver, core's text field.
 */
export const SenderField = (props: TextFieldClientProps) => (
  <ResolvedPickerField<SenderList>
    {...props}
    listPath="/forms/sender-addresses"
    toOptions={(list) =>
      list.senders.map((sender) => ({
        label: sender.name ? `${sender.name} <${sender.address}>` : sender.address,
        value: sender.address,
      }))
    }
    unknownLabel="notAConfiguredSender"
  />
)
