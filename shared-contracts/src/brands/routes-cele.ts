import type { RouteDef } from './brand-types';
import * as common from './common-routes';
import { defineRoute } from './route-builder';
import { productWordOr } from '../config/product-word';

/**
 * {product}cele's routes (docs/product.md §2). One path depends on the product word
 * (`/assess-${word}cele`), so the table is built per word; its page key stays 'assess-cele'.
 */
export function celeRoutes(productWord?: string): readonly RouteDef[] {
  const word = productWordOr(productWord);
  return Object.freeze([
    common.HOME,
    common.THANK_YOU,
    defineRoute('/treatments', 'content', 'TreatmentsPage', 'treatments'),
    defineRoute('/reviews', 'content', 'ReviewsPage', 'reviews'),
    defineRoute('/more-products', 'shop', 'CatalogPage', 'more-products'),
    defineRoute('/consult', 'content', 'ConsultPage', 'consult'),
    defineRoute('/consult/success', 'content', 'ConsultSuccessPage', 'consult-success'),
    defineRoute('/our-specialist', 'content', 'SpecialistPage', 'our-specialist'),
    common.CONTACT,
    defineRoute('/100tt', 'content', 'LandingPage', '100tt'),
    defineRoute(`/assess-${word}cele`, 'content', 'AssessmentPage', 'assess-cele'),
    defineRoute('/assess-pain', 'content', 'AssessmentPage', 'assess-pain'),
    defineRoute('/assess-sperm-count', 'content', 'AssessmentPage', 'assess-sperm-count'),
    common.SHOP,
    common.PRODUCT,
    common.CART,
    common.CHECKOUT,
    common.TERMS,
    defineRoute('/data/assessment', 'content', 'AssessmentDataPage', 'data-assessment'),
    defineRoute('/data/reports', 'content', 'ReportsPage', 'data-reports'),
    common.ORDER_HISTORY,
    common.LOGIN,
    common.RESET_PASSWORD,
    common.RESET_PASSWORD_OTP,
    common.REGISTER,
    common.OTP,
    common.PROFILE,
    common.CHANGE_PASSWORD,
    defineRoute('/interview', 'content', 'InterviewPage', 'interview'),
    defineRoute('/support/specialists', 'content', 'SpecialistsSupportPage', 'support-specialists'),
  ]);
}
