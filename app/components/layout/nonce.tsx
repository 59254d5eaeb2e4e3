import { createContext, useContext } from "react";

// The CSP nonce of the current response, for the few <script> tags React Router renders.
// In the browser it is empty: browsers hide nonces from the DOM, and hydration ignores them.
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
