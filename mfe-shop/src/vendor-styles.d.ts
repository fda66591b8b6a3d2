// keen-slider's stylesheet, imported for its side effect (webpack's style-loader injects it).
declare module 'keen-slider/keen-slider.min.css';
