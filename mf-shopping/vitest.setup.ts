import '@guardian/shared/test/dom-setup';
