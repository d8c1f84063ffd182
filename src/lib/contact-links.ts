/** A phone number as a link a phone can dial: the digits and the leading +, without spaces. */
export const telHref = (phone: string): string => `tel:${phone.replace(/\s+/g, "")}`
