// gatsby-transformer-json ships no types; this is the part node/hooks/content-json.ts calls.
declare module "gatsby-transformer-json/gatsby-node" {
  import type { CreateNodeArgs, Node } from "gatsby"
  export function shouldOnCreateNode(args: { node: Node }): boolean
  export function onCreateNode(
    args: CreateNodeArgs,
    options: { typeName?: (args: { node: { name: string } }) => string },
  ): Promise<void>
}
