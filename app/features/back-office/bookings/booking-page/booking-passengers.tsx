import { Form } from 'react-router'
import { CsrfField, DataTable, InputField, SelectField, SubmitButton } from '../../shell'
import { TITLES } from '../../../checkout/index.rules'
import type { BookingActionData, BookingPageData } from '../bookings-pages.server'
import { errorsFor } from './action-errors'

/* A booking's passengers, and (for staff who may edit) a form per passenger to correct their details. */

type Passenger = BookingPageData['booking']['passengers'][number]

export function BookingPassengers({ page, actionData }: { page: BookingPageData; actionData?: BookingActionData }) {
  return (
    <>
      <h2 id="booking-passengers">Passengers</h2>
      <DataTable
        labelledBy="booking-passengers"
        rows={page.booking.passengers}
        rowKey={(passenger) => passenger.id}
        empty="No passengers."
        columns={[
          {
            key: 'name',
            header: 'Name',
            rowHeader: true,
            cell: (passenger) =>
              [passenger.title, passenger.firstName, passenger.lastName].filter(Boolean).join(' ') +
              (passenger.isLead ? ' (lead)' : ''),
          },
          { key: 'dob', header: 'Date of birth', kind: 'date', value: (passenger) => passenger.dateOfBirth },
          { key: 'room', header: 'Room', value: (passenger) => passenger.room },
          {
            key: 'contact',
            header: 'Contact',
            cell: (passenger) => [passenger.email, passenger.phone].filter(Boolean).join(', '),
          },
        ]}
      />
      {page.canEdit ? (
        <>
          <h3 id="booking-amend">Correct a passenger’s details</h3>
          {page.booking.passengers.map((passenger) => (
            <AmendPassenger key={passenger.id} passenger={passenger} page={page} actionData={actionData} />
          ))}
        </>
      ) : null}
    </>
  )
}

function AmendPassenger({
  passenger,
  page,
  actionData,
}: {
  passenger: Passenger
  page: BookingPageData
  actionData: BookingActionData | undefined
}) {
  const open =
    actionData?.kind === 'invalid' &&
    actionData.intent === 'amend-passenger' &&
    actionData.values.passengerId === String(passenger.id)
  const errors = open ? errorsFor(actionData, 'amend-passenger') : {}
  const values = open && actionData?.kind === 'invalid' ? actionData.values : {}
  const field = (name: string, label: string, value: string, type = 'text') => (
    <InputField
      id={`amend-${passenger.id}-${name}`}
      name={name}
      label={label}
      type={type}
      defaultValue={values[name] ?? value}
      error={errors[name]}
    />
  )
  return (
    <details open={open} className="admin-amend">
      <summary>
        {passenger.firstName} {passenger.lastName}
      </summary>
      <Form method="post" className="admin-form" noValidate>
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="amend-passenger" />
        <input type="hidden" name="passengerId" value={passenger.id} />
        <SelectField
          id={`amend-${passenger.id}-title`}
          name="title"
          label="Title"
          options={TITLES}
          defaultValue={values.title ?? passenger.title ?? ''}
          error={errors.title}
        />
        {field('firstName', 'First name', passenger.firstName)}
        {field('lastName', 'Last name', passenger.lastName)}
        {field('dateOfBirth', 'Date of birth', passenger.dateOfBirth ?? '', 'date')}
        {field(
          'email',
          passenger.isLead ? 'E-mail address' : 'E-mail address (optional)',
          passenger.email ?? '',
          'email',
        )}
        {field('mobilePhone', 'Mobile phone (optional)', passenger.phone ?? '', 'tel')}
        <SubmitButton>Save passenger</SubmitButton>
      </Form>
    </details>
  )
}
