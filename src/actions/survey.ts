import { surveyMessages } from '../i18n/form-messages.ts';
import { validateSurvey } from '../features/reviews/index.ts';
import { saveSurveyResponse } from '../features/reviews/index.server.ts';
import { publicForm } from '../platform/form-submission.ts';
import { formAction } from './form-action.ts';

export const survey = formAction(publicForm('survey', (values) => validateSurvey(values, surveyMessages), saveSurveyResponse));
