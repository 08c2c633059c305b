/**
 * What other modules may use of health: nothing but its routes, which module.ts registers. The
 * file exists so every module has the same public door (module-shape.test.ts).
 */
export { healthRoutes } from './routes';
