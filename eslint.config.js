import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "reports/",
      ".cache/",
      "**/.wrangler/",
      "studio/dist/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Node runs the server and scripts as they are (type stripping), and it only finds a module by its whole name.
      "no-restricted-syntax": [
        "error",
        ...[
          "ImportDeclaration[importKind!='type']",
          "ImportExpression",
          "ExportAllDeclaration",
          "ExportNamedDeclaration",
        ].map((node) => ({
          selector: `${node}[source.value=/^[.~]/]:not([source.value=/\\.(ts|tsx|css|json)$/])`,
          message: "Name the imported file with its extension (./name.ts): Node resolves no other way.",
        })),
      ],
    },
  },
  {
    // No function over 100 lines, every line counted, tests' groups too: a longer one is split into parts with names.
    // The placeholder-art package draws pictures in code until the artwork is in.
    files: ["**/*.{js,ts,tsx}"],
    ignores: ["packages/placeholder-art/**"],
    rules: { "max-lines-per-function": ["error", { max: 100 }] },
  },
);
