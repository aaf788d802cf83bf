/** The employer area's signed-in screens, loaded as one chunk (see page-registry.ts). */
export { default as profile } from './profile';
export { default as privacy } from './privacy';
export { default as companies } from './companies';
export { default as editCompany } from './edit-company';
export { default as createCompany } from './create-company';
export { default as createOffer } from './create-offer';
export { default as myOffers } from './my-offers';
export { default as services } from './services';
export { default as applications } from './applications';
export { default as editOffer } from './edit-offer';
export { default as publish } from './publish';
export { default as publishResult } from './publish-result';
