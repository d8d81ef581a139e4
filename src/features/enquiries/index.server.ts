// What other code may use of this feature on the server.
export { enquiriesCsvRows, enquiryById, isEnquiryStatus, listEnquiries, saveEnquiry, setEnquiryStatus } from './enquiries.server.ts';
export type { EnquiryStatus } from './enquiries.server.ts';
export { serviceLabel } from './services.ts';
