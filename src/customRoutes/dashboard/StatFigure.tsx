/** The dashboard's stat figures are the shared one (src/components/StatFigure.tsx). */
export { StatFigure } from '../../components/StatFigure';
