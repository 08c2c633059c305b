/**
 * What other modules may use of public-config: nothing but its routes, which module.ts registers.
 * The file exists so every module has the same public door (module-shape.test.ts).
 */
export { publicConfigRoutes } from './routes';
