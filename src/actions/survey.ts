import { defineAction } from 'astro:actions';
import { surveyMessages } from '../i18n/form-messages.ts';
import { validateSurvey } from '../features/reviews/index.ts';
import { saveSurveyResponse } from '../features/reviews/index.server.ts';
import { handleFormPost } from './form-action.ts';

export const survey = defineAction({
  accept: 'form',
  handler: (input, context) =>
    handleFormPost({ name: 'survey', validate: (values) => validateSurvey(values, surveyMessages), store: saveSurveyResponse }, input, context),
});
