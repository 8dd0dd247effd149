import { ApiError } from '../../platform/web/api-error';

export const clientReportNotFound = () => new ApiError(404, 'CLIENT_REPORT_NOT_FOUND', 'Not Found');
