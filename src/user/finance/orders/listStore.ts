/** Where the orders screen keeps its list parameters (react-admin's Store): its own key, apart from other lists of `order`. */
export const ORDERS_STORE_KEY = 'financeOrders.listParams';
