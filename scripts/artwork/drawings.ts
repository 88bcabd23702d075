import type { Drawing } from './primitives.ts';
import { hero, productAgents, productCrypto, productPrompts } from './product-drawings.ts';
import {
  serviceAssistants,
  serviceAutomation,
  serviceMachineLearning,
  servicePredictive,
} from './service-drawings.ts';

/*
 * The site's artwork (decisions 0041, 0089): the home hero, one mock-up per product and one
 * diagram per service. Issue 26 §2: the drawings show the firm's own work — the results of its
 * tools (the readiness radar of the assessment, the impact × ease matrix of the automation
 * finder, the ROI projection, a prompt template with its variables) — in the brand's colours.
 * Shapes only, no words and no figures: an axis has no scale and a bar no value, so nothing can
 * be read as a claim (no invented prices, clients or results).
 */

/** Every artwork file under public/art/, by file name. */
export const drawings: Record<string, () => Drawing> = {
  'hero.svg': hero,
  'product-crypto.svg': productCrypto,
  'product-prompts.svg': productPrompts,
  'product-agents.svg': productAgents,
  'service-automacao-inteligente.svg': serviceAutomation,
  'service-analise-preditiva.svg': servicePredictive,
  'service-assistentes-virtuais-ia.svg': serviceAssistants,
  'service-machine-learning-personalizado.svg': serviceMachineLearning,
};
