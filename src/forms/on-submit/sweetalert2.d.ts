// sweetalert2's build without its stylesheet inside (the "all" builds inject it as a <style>).
declare module "sweetalert2/dist/sweetalert2.esm.js" {
  export { default } from "sweetalert2"
}
