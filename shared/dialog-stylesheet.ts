/** Where the site serves sweetalert2's stylesheet: copied there by the build, linked by the dialogs. */
export const DIALOG_STYLESHEET = "/dialogs.css"
