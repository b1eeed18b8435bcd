/** The market's facts the fake native shell needs, served by sandbox/fake-native/plugin.ts. */
declare module 'virtual:fake-native-market' {
  const market: { packageName: string; appName: string; callingCode: string; collectionSteps: string[] };
  export default market;
}
