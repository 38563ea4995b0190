// The payments area's public surface: other areas import from here only.

export { CardPayment } from './components/card-payment';
export { type Money, useMoney } from './components/money';
export { MyPayments } from './components/my-payments';
export { PaymentGate, type PaymentGateProps } from './components/payment-gate';
export { useHoldPaymentGate } from './payment-return';
