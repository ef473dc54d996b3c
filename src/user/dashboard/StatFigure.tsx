/** The dashboard's stat figures are the shared one (src/ui/StatFigure.tsx). */
export { StatFigure } from '../../ui/StatFigure';
