// The build every browser test serves (`npm test` makes it with scripts/build-for-tests.mts): the
// e-mail service's test keys, and addresses on this machine for what the tests stand in for.

/** Where the e-mail service's stand-in listens (__tests__/engines/mail-service.ts). */
export const MAIL_SERVICE_PORT = 8790

export const TEST_BUILD_ENV = {
  GATSBY_EMAILJS_SERVICE_ID: "service_test",
  GATSBY_EMAILJS_TEMPLATE_ID: "template_contact",
  GATSBY_EMAILJS_NEWSLETTER_TEMPLATE_ID: "template_newsletter",
  GATSBY_EMAILJS_PUBLIC_KEY: "public_test",
  // Chromium's tests intercept sends in the browser, wherever they go; Firefox's and WebKit's
  // drivers cannot (WebKit's classic WebDriver has no interception), so the build sends here.
  GATSBY_EMAILJS_ORIGIN: `http://127.0.0.1:${MAIL_SERVICE_PORT}`,
  // The content editor's sign-in pop-up, which __tests__/site/publishing.spec.ts answers.
  CMS_OAUTH_URL: "https://sign-in.example.test",
}

/** Where the browser tests' web server serves that build (scripts/serve-as-host.mts --snapshot). */
export const SITE_ORIGIN = "http://127.0.0.1:8788"
