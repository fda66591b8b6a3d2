import { BrowserRouter } from 'react-router-dom';
import { ShellContent } from './shell-content';
import { ShellProviders, type ShellProvidersProps } from './shell-providers';
import './global-styles.module.css';

type AppProps = Omit<ShellProvidersProps, 'children'>;

/** The shell: brand-aware providers, then the router mounted at the brand's basename. */
export function App(props: AppProps) {
  return (
    <ShellProviders {...props}>
      <BrowserRouter basename={props.location.basename || '/'}>
        <ShellContent />
      </BrowserRouter>
    </ShellProviders>
  );
}
