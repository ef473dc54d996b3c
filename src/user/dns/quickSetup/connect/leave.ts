/** Leaves the console for the service's address (the synchronous flow's return): the whole page goes. */
export const leaveFor = (address: string) => window.location.assign(address);
