// The real package throws outside React Server Components; unit tests run server modules directly.
export {};
