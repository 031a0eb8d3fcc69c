// The browser suite in Firefox ESR (Debian's), headless, through geckodriver.
import { firefox } from './browsers.mjs';
import { browserSuite } from './suite.mjs';

browserSuite('firefox', firefox);
