// How a count read was made and how long a serial may be, apart from the schemas: the count
// screen's route definition (in the first screen's JavaScript) reads its address with them without
// loading the validation library.
export const SERIAL_MAX = 200;
export const READ_SOURCES = ['camera', 'wedge', 'manual'] as const;
export type ReadSource = (typeof READ_SOURCES)[number];
