/** Complete, valid answers to the Tanzanian forms, for tests that change one thing at a time. */
// The sandbox's demo application (POST /__sandbox/users/profile) is the same valid answers: one copy.
export {
  DEMO_PERSONAL as PERSONAL_OK,
  DEMO_QUESTIONNAIRE as QUESTIONNAIRE_OK,
  DEMO_WORK as WORK_OK,
} from '../../sandbox/data/demo-profile.ts';
