// Filled in by the demo backend work.
export const resetDemoDb = () => {};
