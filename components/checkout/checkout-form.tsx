'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import type { DeliveryCountry, ShippingRates } from '@/lib/config/shipping'
import { checkoutSchema, type Checkout, type CheckoutInput } from '@/lib/shop/sales/checkout/schema'
import type { CheckoutQuote } from '@/lib/shop/sales/checkout/quote'
import { announceCart, callApi, CartApiError } from '@/components/cart/cart-client'
import { prepareClientIntl } from '@/lib/i18n/client-intl'
import type { CheckoutCustomer } from '@/lib/api/pages/sales'
import { AddressFields } from './address-fields'
import { ADDRESS_KEYS, SavedAddressPicker, withoutId, type SavedAddress } from './saved-address-picker'
import { PaymentChoices, ShippingChoices } from './choices'
import { Field } from './field'
import { fieldMessage } from './field-errors'
import { NotServedNotice, notServedOf, type NotServed } from './not-served'
import { OrderSummary } from './order-summary'
import { fallbackChoices } from './fallback-choices'
import { useCheckoutQuote } from './use-checkout-quote'
import { VoucherField } from './voucher-field'
import { ExpressNote } from '@/components/express/express-text'
import type { ExpressTexts } from '@/components/express/express-promise'
import styles from './checkout.module.css'
import type { ShopLocaleCode } from '@/lib/config/locales'

// Messages and prices formatted while this hydrates find Intl ready (lib/i18n/client-intl.ts).
prepareClientIntl()

interface Props {
  initialQuote: CheckoutQuote
  locale: ShopLocaleCode
  /** The countries this shop delivers to, its own first (the form's default). */
  countries: readonly DeliveryCountry[]
  countryNames: Partial<Record<DeliveryCountry, string>>
  /** Business days per method where the shop's shipping config states them (the US shop). */
  deliveryDays?: ShippingRates['deliveryDays']
  termsHref: string
  withdrawalHref: string
  loginHref: string
  /** The signed-in customer: e-mail and saved addresses prefill the form; null for a guest. */
  customer: CheckoutCustomer | null
  /** The express cut-off sentence (ExpressInfo messages), told for the chosen delivery country. */
  expressTexts: ExpressTexts
}

/**
 * The checkout on one page in five numbered steps, phone first. Validation is the server's zod schema;
 * prices, shipping and vouchers come from the server quote; the idempotency key is made once per page,
 * so a double click, a retry or a second tab place one order.
 */
export function CheckoutForm({
  initialQuote,
  locale,
  countries,
  countryNames,
  deliveryDays,
  termsHref,
  withdrawalHref,
  loginHref,
  customer,
  expressTexts,
}: Props) {
  const t = useTranslations('Checkout')
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const [failure, setFailure] = useState<string | null>(null)
  const [refused, setRefused] = useState<NotServed | null>(null)
  const defaultCountry = countries[0] ?? 'DE'
  const form = useForm<CheckoutInput, unknown, Checkout>({
    resolver: zodResolver(checkoutSchema),
    shouldUnregister: true,
    defaultValues: {
      idempotencyKey,
      email: customer?.email ?? '',
      billingAddress: withoutId(customer?.addresses[0]) ?? {
        firstName: '',
        lastName: '',
        street: '',
        postcode: '',
        city: '',
        country: defaultCountry,
      },
      ...(customer ? { saveAddresses: true } : {}),
      shippingSameAsBilling: true,
      shippingMethod: 'standard',
      paymentMethod: initialQuote.invoiceAllowed ? 'invoice' : 'prepayment',
    },
  })
  const { register, handleSubmit, formState, setError, setValue, control } = form
  // Every field of the address, blanks included, so nothing of the previously typed one stays behind.
  const fillAddress = (prefix: 'billingAddress' | 'shippingAddress', address: SavedAddress) => {
    for (const key of ADDRESS_KEYS) setValue(`${prefix}.${key}`, address[key] ?? '', { shouldDirty: true })
  }
  const [
    same,
    billingCountry,
    shippingCountry,
    billingState,
    shippingState,
    shippingMethod,
    email,
    voucherCode,
    paymentMethod,
  ] = useWatch({
    control,
    name: [
      'shippingSameAsBilling',
      'billingAddress.country',
      'shippingAddress.country',
      'billingAddress.state',
      'shippingAddress.state',
      'shippingMethod',
      'email',
      'voucherCode',
      'paymentMethod',
    ],
  })
  const country = (same ? billingCountry : (shippingCountry ?? billingCountry)) ?? defaultCountry
  // The sales tax follows the address the parcel goes to.
  const state = same ? billingState : shippingState
  const { quote, notServed } = useCheckoutQuote(initialQuote, locale, {
    country,
    state,
    shippingMethod,
    voucherCode,
    email,
  })

  // A method or payment the new country or basket does not allow falls back to one it does.
  useEffect(() => {
    const fix = fallbackChoices(quote, shippingMethod, paymentMethod)
    if (fix.shippingMethod) setValue('shippingMethod', fix.shippingMethod)
    if (fix.paymentMethod) setValue('paymentMethod', fix.paymentMethod)
  }, [quote, shippingMethod, paymentMethod, setValue])

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    setRefused(null)
    try {
      const placed = await callApi<{ confirmationPath: string; order: { number: string } }>(
        '/web-api/checkout/orders',
        locale,
        { method: 'POST', body: JSON.stringify(values) },
      )
      announceCart({ ...quote.cart, count: 0, items: [], revision: quote.cart.revision + 1 })
      window.location.assign(placed.confirmationPath)
    } catch (error) {
      const otherShop = notServedOf(error)
      if (otherShop) return setRefused(otherShop)
      if (error instanceof CartApiError && error.field && error.field.includes('.')) {
        setError(error.field as Path<CheckoutInput>, { type: 'server', message: error.message })
      }
      setFailure(error instanceof Error ? error.message : String(error))
    }
  })

  const message = (name: Path<CheckoutInput>) =>
    fieldMessage(
      t,
      name,
      name
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], formState.errors) as never,
    )
  const submitting = formState.isSubmitting || formState.isSubmitSuccessful
  // Up to three free samples by standard post cost nothing: no payment step, no bank transfer of 0 €.
  // An order a voucher pays is still bought: its button keeps "Zahlungspflichtig bestellen" (§ 312j BGB).
  const nothingToPay = quote.total === 0 && quote.cart.count > 0
  const elsewhere = refused ?? notServed

  return (
    <form className={styles.layout} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.steps}>
        {/* Registered so that shouldUnregister keeps it: one key for every submit of this page. */}
        <input type="hidden" {...register('idempotencyKey')} />
        <p className={styles.login}>
          {customer ? (
            t('signedInAs', { email: customer.email })
          ) : (
            <>
              {t('login')} <a href={loginHref}>{t('loginLink')}</a>. {t('guest')}
            </>
          )}
        </p>
        <fieldset className={styles.step}>
          <legend>{t('stepContact')}</legend>
          <Field
            id="email"
            type="email"
            label={t('email')}
            hint={t('emailHint')}
            autoComplete="email"
            inputMode="email"
            registration={register('email')}
            error={message('email')}
          />
        </fieldset>
        <fieldset className={styles.step}>
          <legend>{t('stepAddress')}</legend>
          <h3 className={styles.subhead}>{t('billingAddress')}</h3>
          <SavedAddressPicker
            id="billing-saved"
            addresses={customer?.addresses ?? []}
            countryNames={countryNames}
            onPick={(a) => fillAddress('billingAddress', a)}
          />
          <AddressFields
            prefix="billingAddress"
            register={register}
            errors={formState.errors}
            country={billingCountry ?? defaultCountry}
            countries={countries}
            countryNames={countryNames}
          />
          <label className={styles.check}>
            <input type="checkbox" {...register('shippingSameAsBilling')} /> {t('sameAddress')}
          </label>
          {!same && (
            <>
              <h3 className={styles.subhead}>{t('shippingAddress')}</h3>
              <SavedAddressPicker
                id="shipping-saved"
                addresses={customer?.addresses ?? []}
                countryNames={countryNames}
                onPick={(a) => fillAddress('shippingAddress', a)}
              />
              <AddressFields
                prefix="shippingAddress"
                register={register}
                errors={formState.errors}
                country={shippingCountry ?? defaultCountry}
                countries={countries}
                countryNames={countryNames}
              />
            </>
          )}
          {customer && (
            <label className={styles.check}>
              <input type="checkbox" {...register('saveAddresses')} /> {t('saveAddresses')}
            </label>
          )}
        </fieldset>
        <fieldset className={styles.step}>
          <legend>{t('stepShipping')}</legend>
          <ShippingChoices
            quote={quote}
            locale={locale}
            register={register}
            country={countryNames[country] ?? country}
            deliveryDays={deliveryDays}
          />
          <ExpressNote country={country} locale={locale} texts={expressTexts} className={styles.hint} />
        </fieldset>
        <fieldset className={styles.step}>
          <legend>{t('stepPayment')}</legend>
          {nothingToPay ? (
            <>
              {/* Registered so the order still names a method; with nothing due none is asked for. */}
              <input type="hidden" {...register('paymentMethod')} />
              <p data-testid="no-payment">{t(quote.voucher ? 'noPaymentVoucher' : 'noPayment')}</p>
            </>
          ) : (
            <PaymentChoices quote={quote} locale={locale} register={register} />
          )}
          {/* Stays while a voucher pays everything: unmounting it dropped the code it had redeemed. */}
          {(!nothingToPay || quote.voucher) && (
            <VoucherField
              register={register}
              setValue={setValue}
              quote={quote}
              locale={locale}
              error={message('voucherCode')}
            />
          )}
        </fieldset>
      </div>
      <div className={styles.review}>
        <h2 className={styles.stepTitle}>{t('stepReview')}</h2>
        <OrderSummary quote={quote} locale={locale} />
        {elsewhere && <NotServedNotice notServed={elsewhere} />}
        <label className={styles.check}>
          <input
            type="checkbox"
            aria-describedby={message('acceptTerms') ? 'terms-error' : undefined}
            {...register('acceptTerms')}
          />
          <span>
            {t.rich('terms', {
              link: (chunks) => (
                <a href={termsHref} target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
            })}
          </span>
        </label>
        {message('acceptTerms') && (
          <span id="terms-error" className={styles.error}>
            {message('acceptTerms')}
          </span>
        )}
        <div aria-live="assertive">
          {Object.keys(formState.errors).length > 0 && <p className={styles.error}>{t('errorSummary')}</p>}
          {failure && (
            <p className={styles.error} role="alert">
              {t('failed')} ({failure})
            </p>
          )}
        </div>
        <p className={styles.hint} data-testid="withdrawal-exclusion">
          {t.rich('withdrawalExclusion', {
            link: (chunks) => (
              <a href={withdrawalHref} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          })}
        </p>
        <button type="submit" className={`button ${styles.submit}`} disabled={submitting}>
          {submitting ? t('submitting') : nothingToPay && !quote.voucher ? t('submitFree') : t('submit')}
        </button>
      </div>
    </form>
  )
}
