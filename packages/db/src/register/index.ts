export {
  appendToRegister,
  employerChanged,
  employerOfSubsidiary,
  type NewRegisterRecord,
  punchesBySourceKey,
  type RegisterActor,
  type RegisterRecordRow,
  registerNow,
  registerRecordCount,
  serviceLocationOf,
} from './append.js';
export { type RegisterProblem, type RegisterVerification, verifyRegisters } from './verify.js';
