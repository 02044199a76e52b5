// React, React DOM and the JSX runtime as one ES module, for the browser's build (vite.config.ts, reactAsEsm): they
// are CommonJS, and every chunk importing them would need the bundler's interop helper, which it then ships as a
// chunk of its own on every page. Imported only here, the helper stays in the framework chunk with them.

import React from "react";
import * as JsxRuntime from "react/jsx-runtime";
import * as ReactDom from "react-dom";
import * as ReactDomClient from "react-dom/client";

export default React;
export const {
  createContext,
  forwardRef,
  Fragment,
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} = React;
export const { jsx, jsxs } = JsxRuntime;
export const { flushSync } = ReactDom;
export const { hydrateRoot } = ReactDomClient;
