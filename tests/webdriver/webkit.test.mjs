// The browser suite in WebKitGTK's MiniBrowser (Safari's engine), through WebKitWebDriver.
import { webkit } from './browsers.mjs';
import { browserSuite } from './suite.mjs';

browserSuite('webkit', webkit);
