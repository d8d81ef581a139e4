import { defineAction } from 'astro:actions';
import { validateSurvey } from '../lib/forms/survey.ts';
import { saveSurveyResponse } from '../server/survey-responses.ts';
import { handleFormPost } from './form-action.ts';

export const survey = defineAction({
  accept: 'form',
  handler: (input, context) =>
    handleFormPost({ name: 'survey', validate: validateSurvey, store: saveSurveyResponse }, input, context),
});
