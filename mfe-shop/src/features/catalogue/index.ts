// The catalogue feature's public entry: the catalogue page's view and what the product page reuses
// (the slider, the cards' Add to cart, the brand's shop).
export { CatalogueView } from './components/catalogue-view';
export { ProductSlider } from './components/product-slider';
export { useCardAdd } from './card-add';
export { catalogueKeyOf, shopBrandOf } from './brand-shop';
