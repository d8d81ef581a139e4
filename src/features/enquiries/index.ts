// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as EnquiryDetail } from './components/EnquiryDetail.tsx';
export { default as EnquiryList } from './components/EnquiryList.tsx';
export { default as ServiceList } from './components/ServiceList.tsx';
export { validateEnquiry } from './schema.ts';
export { serviceLabel } from './services.ts';
