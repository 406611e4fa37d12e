/**
 * Generated from api/openapi.json by `pnpm --filter @guardian/api openapi`. Do not edit by hand:
 * api/src/scripts/__tests__/openapi-drift.test.ts fails when this file is stale.
 */

export interface paths {
    "/v2/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 상태 확인 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                /** @enum {string} */
                                status: "ok";
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 이메일 로그인
         * @description 401 INVALID_CREDENTIALS. 429 RATE_LIMITED after 20 failures per account or 30 attempts per IP in 15 minutes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                token: string;
                                /** Format: date-time */
                                expiresAt: string;
                                user: {
                                    userSeq: number;
                                    userId: string;
                                    nickname: string;
                                    phoneNumber: string;
                                    /** @enum {string} */
                                    snsKind: "NONE" | "KAKAO" | "APPLE";
                                    profileImageUrl: string | null;
                                    termsMarketing: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    userShops: {
                                        userShopSeq: number;
                                        shopId: number;
                                        customerSeq: number;
                                        sortOrder: number;
                                        shopInfo: {
                                            shopId: number;
                                            name: string;
                                            categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                            address: string;
                                            regionSeq: number;
                                            latitude: number;
                                            longitude: number;
                                            thumbnailUrl: string | null;
                                            reviewCount: number;
                                            /** Format: date-time */
                                            registeredAt: string;
                                            distanceMeters: number | null;
                                            isFavorite: boolean;
                                        };
                                    }[];
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                        breedSeq: number | null;
                                        breedName: string | null;
                                        birthDate: string | null;
                                        weightKg: number | null;
                                        /** @enum {string} */
                                        sex: "MALE" | "FEMALE";
                                        neutered: boolean;
                                        imageUrl: string | null;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 로그아웃 (현재 토큰 폐기) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/chatting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 실시간 채팅 채널용 단기 토큰 발급 (10분) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chatToken: string;
                                /** Format: date-time */
                                expiresAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/mobile-certification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 휴대폰 인증번호 발송 (6자리, 3분 유효)
         * @description 429 RATE_LIMITED: resend within 60s, or more than 5 per phone / 20 per IP per hour.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 010xxxxxxxx */
                        phoneNumber: string;
                        /** @enum {string} */
                        purpose: "SIGNUP" | "PASSWORD";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                /** Format: date-time */
                                expiresAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/mobile-certification/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 인증번호 확인 → certificationToken (30분, 1회용)
         * @description INVALID_CERTIFICATION (400), CERTIFICATION_EXPIRED (400), CERTIFICATION_ATTEMPTS_EXCEEDED (429, after 5 wrong codes).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 010xxxxxxxx */
                        phoneNumber: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                certificationToken: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/duplicated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 이메일/닉네임 중복 확인 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "EMAIL" | "NICKNAME";
                        value: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                duplicated: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 회원가입 → Session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description snsKind NONE: userId, password, phoneNumber and certificationToken are required. KAKAO/APPLE: snsToken is required; userId defaults to the provider e-mail; phoneNumber is stored only together with a certificationToken. */
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        userId?: string;
                        /** @description 8자 이상, 영문과 숫자를 모두 포함 */
                        password?: string;
                        nickname: string;
                        /** @description 010xxxxxxxx */
                        phoneNumber?: string;
                        certificationToken?: string;
                        /**
                         * @default NONE
                         * @enum {string}
                         */
                        snsKind?: "NONE" | "KAKAO" | "APPLE";
                        snsToken?: string;
                        /** @default false */
                        termsMarketing?: boolean;
                        /**
                         * @description 필수 동의 (true만 허용)
                         * @enum {boolean}
                         */
                        termsPrivacy: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                token: string;
                                /** Format: date-time */
                                expiresAt: string;
                                user: {
                                    userSeq: number;
                                    userId: string;
                                    nickname: string;
                                    phoneNumber: string;
                                    /** @enum {string} */
                                    snsKind: "NONE" | "KAKAO" | "APPLE";
                                    profileImageUrl: string | null;
                                    termsMarketing: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    userShops: {
                                        userShopSeq: number;
                                        shopId: number;
                                        customerSeq: number;
                                        sortOrder: number;
                                        shopInfo: {
                                            shopId: number;
                                            name: string;
                                            categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                            address: string;
                                            regionSeq: number;
                                            latitude: number;
                                            longitude: number;
                                            thumbnailUrl: string | null;
                                            reviewCount: number;
                                            /** Format: date-time */
                                            registeredAt: string;
                                            distanceMeters: number | null;
                                            isFavorite: boolean;
                                        };
                                    }[];
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                        breedSeq: number | null;
                                        breedName: string | null;
                                        birthDate: string | null;
                                        weightKg: number | null;
                                        /** @enum {string} */
                                        sex: "MALE" | "FEMALE";
                                        neutered: boolean;
                                        imageUrl: string | null;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 비밀번호 재설정 (휴대폰 인증 필요, 모든 세션 폐기) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                        /** @description 010xxxxxxxx */
                        phoneNumber: string;
                        certificationToken: string;
                        /** @description 8자 이상, 영문과 숫자를 모두 포함 */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/sns/authorize-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 소셜 로그인 인가 URL (state는 DB에 10분 저장) */
        get: {
            parameters: {
                query: {
                    kind: "KAKAO" | "APPLE";
                    redirectUri: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                url: string;
                                state: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/sns/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 소셜 로그인 콜백: 가입된 계정이면 session, 처음이면 snsToken (→ POST /v2/signup) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "KAKAO" | "APPLE";
                        code: string;
                        state: string;
                        /** Format: uri */
                        redirectUri: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                session: {
                                    token: string;
                                    /** Format: date-time */
                                    expiresAt: string;
                                    user: {
                                        userSeq: number;
                                        userId: string;
                                        nickname: string;
                                        phoneNumber: string;
                                        /** @enum {string} */
                                        snsKind: "NONE" | "KAKAO" | "APPLE";
                                        profileImageUrl: string | null;
                                        termsMarketing: boolean;
                                        /** Format: date-time */
                                        createdAt: string;
                                        userShops: {
                                            userShopSeq: number;
                                            shopId: number;
                                            customerSeq: number;
                                            sortOrder: number;
                                            shopInfo: {
                                                shopId: number;
                                                name: string;
                                                categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                                address: string;
                                                regionSeq: number;
                                                latitude: number;
                                                longitude: number;
                                                thumbnailUrl: string | null;
                                                reviewCount: number;
                                                /** Format: date-time */
                                                registeredAt: string;
                                                distanceMeters: number | null;
                                                isFavorite: boolean;
                                            };
                                        }[];
                                        pets: {
                                            petSeq: number;
                                            name: string;
                                            /** @enum {string} */
                                            kind: "DOG" | "CAT";
                                            breedSeq: number | null;
                                            breedName: string | null;
                                            birthDate: string | null;
                                            weightKg: number | null;
                                            /** @enum {string} */
                                            sex: "MALE" | "FEMALE";
                                            neutered: boolean;
                                            imageUrl: string | null;
                                        }[];
                                    };
                                } | null;
                                snsToken: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/invitation/token/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 매장 초대 토큰 확인 (로그인 시 alreadyLinked 계산)
         * @description 400 INVALID_INVITATION_TOKEN when unknown, used or expired.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                shopName: string;
                                shopThumbnailUrl: string | null;
                                customerName: string;
                                alreadyLinked: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 정보 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userSeq: number;
                                userId: string;
                                nickname: string;
                                phoneNumber: string;
                                /** @enum {string} */
                                snsKind: "NONE" | "KAKAO" | "APPLE";
                                profileImageUrl: string | null;
                                termsMarketing: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                userShops: {
                                    userShopSeq: number;
                                    shopId: number;
                                    customerSeq: number;
                                    sortOrder: number;
                                    shopInfo: {
                                        shopId: number;
                                        name: string;
                                        categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                        address: string;
                                        regionSeq: number;
                                        latitude: number;
                                        longitude: number;
                                        thumbnailUrl: string | null;
                                        reviewCount: number;
                                        /** Format: date-time */
                                        registeredAt: string;
                                        distanceMeters: number | null;
                                        isFavorite: boolean;
                                    };
                                }[];
                                pets: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    birthDate: string | null;
                                    weightKg: number | null;
                                    /** @enum {string} */
                                    sex: "MALE" | "FEMALE";
                                    neutered: boolean;
                                    imageUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 내 정보 수정 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nickname?: string;
                        /** @description 010xxxxxxxx */
                        phoneNumber?: string;
                        /** @description 새 휴대폰 번호의 인증 토큰 (POST /v2/mobile-certification, purpose SIGNUP): 번호를 바꿀 때 필수 */
                        certificationToken?: string;
                        termsMarketing?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userSeq: number;
                                userId: string;
                                nickname: string;
                                phoneNumber: string;
                                /** @enum {string} */
                                snsKind: "NONE" | "KAKAO" | "APPLE";
                                profileImageUrl: string | null;
                                termsMarketing: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                userShops: {
                                    userShopSeq: number;
                                    shopId: number;
                                    customerSeq: number;
                                    sortOrder: number;
                                    shopInfo: {
                                        shopId: number;
                                        name: string;
                                        categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                        address: string;
                                        regionSeq: number;
                                        latitude: number;
                                        longitude: number;
                                        thumbnailUrl: string | null;
                                        reviewCount: number;
                                        /** Format: date-time */
                                        registeredAt: string;
                                        distanceMeters: number | null;
                                        isFavorite: boolean;
                                    };
                                }[];
                                pets: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    birthDate: string | null;
                                    weightKg: number | null;
                                    /** @enum {string} */
                                    sex: "MALE" | "FEMALE";
                                    neutered: boolean;
                                    imageUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/my-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 프로필 이미지 변경 */
        patch: {
            parameters: {
                query: {
                    profile: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userSeq: number;
                                userId: string;
                                nickname: string;
                                phoneNumber: string;
                                /** @enum {string} */
                                snsKind: "NONE" | "KAKAO" | "APPLE";
                                profileImageUrl: string | null;
                                termsMarketing: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                userShops: {
                                    userShopSeq: number;
                                    shopId: number;
                                    customerSeq: number;
                                    sortOrder: number;
                                    shopInfo: {
                                        shopId: number;
                                        name: string;
                                        categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                        address: string;
                                        regionSeq: number;
                                        latitude: number;
                                        longitude: number;
                                        thumbnailUrl: string | null;
                                        reviewCount: number;
                                        /** Format: date-time */
                                        registeredAt: string;
                                        distanceMeters: number | null;
                                        isFavorite: boolean;
                                    };
                                }[];
                                pets: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    birthDate: string | null;
                                    weightKg: number | null;
                                    /** @enum {string} */
                                    sex: "MALE" | "FEMALE";
                                    neutered: boolean;
                                    imageUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v2/user/shop/sort-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 연결 매장 순서 변경 (모든 userShopSeq를 원하는 순서로) */
        patch: {
            parameters: {
                query: {
                    userShopSeqs: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userShopSeq: number;
                                shopId: number;
                                customerSeq: number;
                                sortOrder: number;
                                shopInfo: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                };
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v2/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 회원 탈퇴 (개인정보 익명화, 모든 세션 폐기) */
        delete: {
            parameters: {
                query?: {
                    reason?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 매장 검색
         * @description regionSeqs: any of; category: shop offers it; facilitiesSeqs: shop has all of them. CLOSEST sorts by distance from latitude/longitude (Seoul City Hall when absent). Auth optional (isFavorite).
         */
        get: {
            parameters: {
                query?: {
                    /** @description comma-joined, e.g. 1,2,3 */
                    regionSeqs?: number[];
                    category?: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                    /** @description comma-joined, e.g. 1,2,3 */
                    facilitiesSeqs?: number[];
                    orderBy?: "CLOSEST" | "RECENTLY_REGISTERED" | "REVIEWS";
                    latitude?: number;
                    longitude?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 매장 상세 (로그인 불필요)
         * @description userSeq is accepted for compatibility and ignored: isFavorite comes from the bearer token when present.
         */
        get: {
            parameters: {
                query: {
                    shopId: number;
                    userSeq?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                name: string;
                                categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                address: string;
                                regionSeq: number;
                                latitude: number;
                                longitude: number;
                                thumbnailUrl: string | null;
                                reviewCount: number;
                                /** Format: date-time */
                                registeredAt: string;
                                distanceMeters: number | null;
                                isFavorite: boolean;
                                phone: string;
                                description: string;
                                addressDetail: string;
                                hours: {
                                    dayOfWeek: number;
                                    open: string;
                                    close: string;
                                    closed: boolean;
                                }[];
                                facilities: {
                                    facilitiesSeq: number;
                                    name: string;
                                    icon: string;
                                }[];
                                onlineReservation: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/{id}/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 즐겨찾기 추가 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                isFavorite: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 즐겨찾기 해제 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                isFavorite: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 즐겨찾기 매장 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                name: string;
                                categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                address: string;
                                regionSeq: number;
                                latitude: number;
                                longitude: number;
                                thumbnailUrl: string | null;
                                reviewCount: number;
                                /** Format: date-time */
                                registeredAt: string;
                                distanceMeters: number | null;
                                isFavorite: boolean;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/{id}/filter/facilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 편의시설 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                facilitiesSeq: number;
                                name: string;
                                icon: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/app/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 앱 설정 */
        get: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                onlineReservation: boolean;
                                chatting: boolean;
                                menus: string[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/category/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 카테고리별 이미지 (이미지 없는 항목 포함) */
        get: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                category: string;
                                images: string[];
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/filter/facilities/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 편의시설 필터 목록 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                facilitiesSeq: number;
                                name: string;
                                icon: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/filter/region/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 지역 필터 목록 (시도별 그룹은 클라이언트) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                regionSeq: number;
                                sido: string;
                                sigungu: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 매장 연결 해제 */
        delete: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/request-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 매장 입점 요청 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopName: string;
                        address?: string;
                        phone?: string;
                        memo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                requestSeq: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/simple-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 연결 매장 (정렬 순서) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                name: string;
                                categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                address: string;
                                regionSeq: number;
                                latitude: number;
                                longitude: number;
                                thumbnailUrl: string | null;
                                reviewCount: number;
                                /** Format: date-time */
                                registeredAt: string;
                                distanceMeters: number | null;
                                isFavorite: boolean;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/breeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 품종 목록 */
        get: {
            parameters: {
                query?: {
                    kind?: "DOG" | "CAT";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                breedSeq: number;
                                /** @enum {string} */
                                kind: "DOG" | "CAT";
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/emotion-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 감정 단어 목록 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                emotionSeq: number;
                                word: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/marketing/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 마케팅 배너 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                bannerSeq: number;
                                title: string;
                                imageUrl: string;
                                linkUrl: string | null;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/pets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 반려동물 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                petSeq: number;
                                name: string;
                                /** @enum {string} */
                                kind: "DOG" | "CAT";
                                breedSeq: number | null;
                                breedName: string | null;
                                birthDate: string | null;
                                weightKg: number | null;
                                /** @enum {string} */
                                sex: "MALE" | "FEMALE";
                                neutered: boolean;
                                imageUrl: string | null;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** 반려동물 등록 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        kind: "DOG" | "CAT";
                        breedSeq: number;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        birthDate: string;
                        weightKg: number;
                        /** @enum {string} */
                        sex: "MALE" | "FEMALE";
                        neutered: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                petSeq: number;
                                name: string;
                                /** @enum {string} */
                                kind: "DOG" | "CAT";
                                breedSeq: number | null;
                                breedName: string | null;
                                birthDate: string | null;
                                weightKg: number | null;
                                /** @enum {string} */
                                sex: "MALE" | "FEMALE";
                                neutered: boolean;
                                imageUrl: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/pets/{petSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 반려동물 수정 (본인 반려동물만) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    petSeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        kind: "DOG" | "CAT";
                        breedSeq: number;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        birthDate: string;
                        weightKg: number;
                        /** @enum {string} */
                        sex: "MALE" | "FEMALE";
                        neutered: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                petSeq: number;
                                name: string;
                                /** @enum {string} */
                                kind: "DOG" | "CAT";
                                breedSeq: number | null;
                                breedName: string | null;
                                birthDate: string | null;
                                weightKg: number | null;
                                /** @enum {string} */
                                sex: "MALE" | "FEMALE";
                                neutered: boolean;
                                imageUrl: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 반려동물 삭제 (지난 예약에는 이름이 남음) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    petSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/online-reservation/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 온라인 예약 가능 매장 검색 (필터는 /v2/shop/inquiry와 동일) */
        get: {
            parameters: {
                query?: {
                    /** @description comma-joined, e.g. 1,2,3 */
                    regionSeqs?: number[];
                    category?: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                    /** @description comma-joined, e.g. 1,2,3 */
                    facilitiesSeqs?: number[];
                    orderBy?: "CLOSEST" | "RECENTLY_REGISTERED" | "REVIEWS";
                    latitude?: number;
                    longitude?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/online-reservation/shops/{shopId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 온라인 예약 매장: 매장 정보, 상품, 환불 규정, 예약금 규칙 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    shopId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shop: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                    phone: string;
                                    description: string;
                                    addressDetail: string;
                                    hours: {
                                        dayOfWeek: number;
                                        open: string;
                                        close: string;
                                        closed: boolean;
                                    }[];
                                    facilities: {
                                        facilitiesSeq: number;
                                        name: string;
                                        icon: string;
                                    }[];
                                    onlineReservation: boolean;
                                };
                                products: {
                                    productSeq: number;
                                    shopId: number;
                                    /** @enum {string} */
                                    category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                    name: string;
                                    description: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                    prices: {
                                        /** @enum {string} */
                                        band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                        label: string;
                                        price: number;
                                    }[];
                                }[];
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                depositRule: {
                                    rate: number;
                                    required: boolean;
                                    account: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/online-reservation/products/{productSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 상품 상세 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                productSeq: number;
                                shopId: number;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                name: string;
                                description: string;
                                durationMinutes: number | null;
                                /** @enum {string} */
                                unit: "VISIT" | "NIGHT" | "DAY";
                                unitLabel: string;
                                imageUrl: string | null;
                                prices: {
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    label: string;
                                    price: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/online-reservation/products/{productSeq}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 선택한 반려동물 기준 가격 (호텔은 date~endDate 박수, 기본 1박) */
        get: {
            parameters: {
                query: {
                    /** @description comma-joined, e.g. 1,2 */
                    petSeqs: number[];
                    /** @description YYYY-MM-DD (Asia/Seoul) */
                    date?: string;
                    /** @description YYYY-MM-DD (Asia/Seoul) */
                    endDate?: string;
                };
                header?: never;
                path: {
                    productSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                productSeq: number;
                                nights: number | null;
                                lines: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                depositAmount: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/online-reservation/shops/{shopId}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 하루(호텔은 입실~퇴실) 예약 가능 여부
         * @description BEAUTY: `slots` from the shop hours every slotMinutes while the service ends by closing time; remaining = groomers free for the whole service. HOTELING: `nights` from date to the night before endDate (default date+1). KINDERGARTEN/DAY_CARE: `remaining` places that day. Past times are never available. petSeqs needs login.
         */
        get: {
            parameters: {
                query: {
                    productSeq: number;
                    /** @description YYYY-MM-DD (Asia/Seoul) */
                    date: string;
                    /** @description YYYY-MM-DD (Asia/Seoul) */
                    endDate?: string;
                    /** @description comma-joined, e.g. 1,2 */
                    petSeqs?: number[];
                };
                header?: never;
                path: {
                    shopId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                productSeq: number;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string | null;
                                petCount: number;
                                available: boolean;
                                closed: boolean;
                                slots: {
                                    time: string;
                                    remaining: number;
                                    available: boolean;
                                }[];
                                nights: {
                                    date: string;
                                    remaining: number;
                                }[];
                                remaining: number | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/online-reservation/shops/{shopId}/availability/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 월 달력용 날짜별 예약 가능 여부
         * @description remaining: BEAUTY = number of bookable start times that day; HOTELING = places left that night (check-in that day); KINDERGARTEN/DAY_CARE = places left that day. closed = the shop is closed that day.
         */
        get: {
            parameters: {
                query: {
                    productSeq: number;
                    /** @description YYYY-MM */
                    month: string;
                    /** @description comma-joined, e.g. 1,2 */
                    petSeqs?: number[];
                };
                header?: never;
                path: {
                    shopId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                productSeq: number;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                month: string;
                                petCount: number;
                                days: {
                                    date: string;
                                    available: boolean;
                                    closed: boolean;
                                    remaining: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 내 예약 목록
         * @description upcoming: REQUESTED/CONFIRMED whose visit has not ended, soonest first. past: everything else (ended, CANCELED, COMPLETED, NO_SHOW), latest first.
         */
        get: {
            parameters: {
                query?: {
                    scope?: "upcoming" | "past";
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    reservationSeq: number;
                                    /** @enum {string} */
                                    status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                    statusLabel: string;
                                    /** @enum {string} */
                                    category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                    date: string;
                                    endDate: string;
                                    time: string | null;
                                    nights: number | null;
                                    /** Format: date-time */
                                    startAt: string;
                                    /** Format: date-time */
                                    endAt: string;
                                    shop: {
                                        shopId: number;
                                        name: string;
                                        thumbnailUrl: string | null;
                                        address: string;
                                        phone: string;
                                    };
                                    product: {
                                        productSeq: number;
                                        name: string;
                                        durationMinutes: number | null;
                                        /** @enum {string} */
                                        unit: "VISIT" | "NIGHT" | "DAY";
                                        unitLabel: string;
                                        imageUrl: string | null;
                                    };
                                    pets: {
                                        petSeq: number | null;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                        /** @enum {string} */
                                        band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                        bandLabel: string;
                                        unitPrice: number;
                                        quantity: number;
                                        price: number;
                                    }[];
                                    totalPrice: number;
                                    deposit: {
                                        amount: number;
                                        /** @description the shop has confirmed receiving the transfer */
                                        paid: boolean;
                                        /**
                                         * Format: date-time
                                         * @description when the shop confirmed it (null while unpaid)
                                         */
                                        paidAt: string | null;
                                        /** Format: date-time */
                                        dueAt: string;
                                        account: string | null;
                                    } | null;
                                    refundPolicy: {
                                        minDaysBefore: number;
                                        refundRate: number;
                                        description: string;
                                    }[];
                                    memo: string;
                                    rejectReason: string | null;
                                    cancellation: {
                                        /** Format: date-time */
                                        canceledAt: string;
                                        /** @enum {string} */
                                        canceledBy: "OWNER" | "SHOP";
                                        fee: number;
                                        refundAmount: number;
                                    } | null;
                                    canCancel: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    confirmedAt: string | null;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * 예약 요청 (상태 REQUESTED)
         * @description BEAUTY needs `time` (a slot start); HOTELING needs `endDate` (check-out, 1..30 nights); other categories use `date` only. 409 SLOT_UNAVAILABLE when the place was taken meanwhile (capacity is checked under a row lock in the same transaction as the insert). 409 PET_ALREADY_BOOKED when one of the pets already has a REQUESTED or CONFIRMED reservation overlapping [startAt, endAt) at any shop (data: { petSeq, petName, reservationSeq } of the first clash; checked under a lock on the pet rows).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopId: number;
                        productSeq: number;
                        /** @description comma-joined, e.g. 1,2 */
                        petSeqs: number[];
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        date: string;
                        /** @description HH:MM (Asia/Seoul) */
                        time?: string;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        endDate?: string;
                        memo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    account: string | null;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /** @enum {string} */
                                    canceledBy: "OWNER" | "SHOP";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reservations/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 다음 예약 (홈 화면용, 없으면 null) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    account: string | null;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /** @enum {string} */
                                    canceledBy: "OWNER" | "SHOP";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 예약 상세 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    account: string | null;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /** @enum {string} */
                                    canceledBy: "OWNER" | "SHOP";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reservations/{id}/cancel-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 취소 수수료 미리보기
         * @description base = DEPOSIT when the reservation has a deposit, else PRICE (the total). PRICE: fee = baseAmount × (100 − refundRate)%, refundAmount 0. DEPOSIT and depositPaid (the shop confirmed receiving it): refundAmount = deposit × refundRate%, fee = the rest. DEPOSIT and not depositPaid: the owner sent nothing, so fee 0 and refundAmount 0. daysBefore = Seoul calendar days until the visit. POST …/cancel stores exactly this fee and refundAmount.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                daysBefore: number;
                                refundRate: number;
                                /** @enum {string} */
                                base: "DEPOSIT" | "PRICE";
                                baseAmount: number;
                                /** @description base DEPOSIT: whether the shop has confirmed receiving the deposit (false: nothing was sent, so fee 0 and refundAmount 0). Always false for base PRICE. */
                                depositPaid: boolean;
                                fee: number;
                                refundAmount: number;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/reservations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 예약 취소 (환불 규정 적용, REQUESTED/CONFIRMED이고 시작 전만) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    account: string | null;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /** @enum {string} */
                                    canceledBy: "OWNER" | "SHOP";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 월별 일정: 확정·완료된 방문 (그 달에 걸친 것 모두) */
        get: {
            parameters: {
                query: {
                    /** @description YYYY-MM */
                    month: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    account: string | null;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /** @enum {string} */
                                    canceledBy: "OWNER" | "SHOP";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/schedule/alimtalk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 알림톡 링크로 방문 한 건 열기 (로그인 불필요)
         * @description The token comes with the confirmation (notification link). 400 INVALID_SCHEDULE_TOKEN when unknown or expired (30 days after the visit).
         */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    account: string | null;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /** @enum {string} */
                                    canceledBy: "OWNER" | "SHOP";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/schedule/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 방문 상세 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    account: string | null;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /** @enum {string} */
                                    canceledBy: "OWNER" | "SHOP";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 알림 (최신순, unread = 읽지 않은 수) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    notificationSeq: number;
                                    kind: string;
                                    title: string;
                                    body: string;
                                    link: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    readAt: string | null;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                                unread: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 알림 읽음 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 파트너(매장 직원) 로그인
         * @description Partner tokens are accepted only on /v2/partner/** (and owner tokens are refused there). 12 h sessions.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                token: string;
                                /** Format: date-time */
                                expiresAt: string;
                                staff: {
                                    staffSeq: number;
                                    email: string;
                                    name: string;
                                    shops: {
                                        shopId: number;
                                        name: string;
                                        /** @enum {string} */
                                        role: "OWNER" | "MANAGER" | "STAFF";
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 파트너 로그아웃 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 파트너 계정과 매장 역할 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                staffSeq: number;
                                email: string;
                                name: string;
                                shops: {
                                    shopId: number;
                                    name: string;
                                    /** @enum {string} */
                                    role: "OWNER" | "MANAGER" | "STAFF";
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 내 매장 예약 목록 (방문 시각순)
         * @description Without shopId: every shop the staff member has a role in. A shopId without a role: 403 FORBIDDEN.
         */
        get: {
            parameters: {
                query?: {
                    status?: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                    shopId?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    reservationSeq: number;
                                    /** @enum {string} */
                                    status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                    statusLabel: string;
                                    /** @enum {string} */
                                    category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                    date: string;
                                    endDate: string;
                                    time: string | null;
                                    nights: number | null;
                                    /** Format: date-time */
                                    startAt: string;
                                    /** Format: date-time */
                                    endAt: string;
                                    shop: {
                                        shopId: number;
                                        name: string;
                                        thumbnailUrl: string | null;
                                        address: string;
                                        phone: string;
                                    };
                                    product: {
                                        productSeq: number;
                                        name: string;
                                        durationMinutes: number | null;
                                        /** @enum {string} */
                                        unit: "VISIT" | "NIGHT" | "DAY";
                                        unitLabel: string;
                                        imageUrl: string | null;
                                    };
                                    pets: {
                                        petSeq: number | null;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                        /** @enum {string} */
                                        band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                        bandLabel: string;
                                        unitPrice: number;
                                        quantity: number;
                                        price: number;
                                    }[];
                                    totalPrice: number;
                                    deposit: {
                                        amount: number;
                                        /** @description the shop has confirmed receiving the transfer */
                                        paid: boolean;
                                        /**
                                         * Format: date-time
                                         * @description when the shop confirmed it (null while unpaid)
                                         */
                                        paidAt: string | null;
                                        /** Format: date-time */
                                        dueAt: string;
                                        account: string | null;
                                    } | null;
                                    refundPolicy: {
                                        minDaysBefore: number;
                                        refundRate: number;
                                        description: string;
                                    }[];
                                    memo: string;
                                    rejectReason: string | null;
                                    cancellation: {
                                        /** Format: date-time */
                                        canceledAt: string;
                                        /** @enum {string} */
                                        canceledBy: "OWNER" | "SHOP";
                                        fee: number;
                                        refundAmount: number;
                                    } | null;
                                    canCancel: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    confirmedAt: string | null;
                                    owner: {
                                        userSeq: number;
                                        nickname: string;
                                        phoneNumber: string;
                                    };
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 예약 확정 (REQUESTED → CONFIRMED, 일정 링크 발급)
         * @description 404 RESERVATION_NOT_FOUND, 403 FORBIDDEN (another shop), 409 INVALID_STATUS_TRANSITION.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    account: string | null;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /** @enum {string} */
                                    canceledBy: "OWNER" | "SHOP";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                                owner: {
                                    userSeq: number;
                                    nickname: string;
                                    phoneNumber: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 예약 거절 (REQUESTED → CANCELED, 사유 필수)
         * @description 404 RESERVATION_NOT_FOUND, 403 FORBIDDEN (another shop), 409 INVALID_STATUS_TRANSITION. Free for the owner: fee 0; refundAmount = the whole deposit if it was marked paid, else 0.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    account: string | null;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /** @enum {string} */
                                    canceledBy: "OWNER" | "SHOP";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                                owner: {
                                    userSeq: number;
                                    nickname: string;
                                    phoneNumber: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 방문 완료 (CONFIRMED → COMPLETED, 방문 시작 후)
         * @description 404 RESERVATION_NOT_FOUND, 403 FORBIDDEN (another shop), 409 INVALID_STATUS_TRANSITION. 409 VISIT_NOT_STARTED before the visit starts (now < startAt).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    account: string | null;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /** @enum {string} */
                                    canceledBy: "OWNER" | "SHOP";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                                owner: {
                                    userSeq: number;
                                    nickname: string;
                                    phoneNumber: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations/{id}/no-show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 노쇼 처리 (CONFIRMED → NO_SHOW, 방문 시작 후)
         * @description 404 RESERVATION_NOT_FOUND, 403 FORBIDDEN (another shop), 409 INVALID_STATUS_TRANSITION. 409 VISIT_NOT_STARTED before the visit starts (now < startAt).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    account: string | null;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /** @enum {string} */
                                    canceledBy: "OWNER" | "SHOP";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                                owner: {
                                    userSeq: number;
                                    nickname: string;
                                    phoneNumber: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/reservations/{id}/deposit-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 예약금 입금 확인 (REQUESTED/CONFIRMED, 예약금이 있고 아직 입금 전인 예약)
         * @description Marks the deposit as received (deposit.paid = true, deposit.paidAt = now) and notifies the owner. No body. Afterwards a cancellation refunds deposit × rate and a rejection the whole deposit (before: nothing to refund, no fee). 404 RESERVATION_NOT_FOUND, 403 FORBIDDEN (another shop), 409 INVALID_STATUS_TRANSITION (not REQUESTED/CONFIRMED), 409 NO_DEPOSIT (the reservation has no deposit), 409 DEPOSIT_ALREADY_PAID (already marked).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                reservationSeq: number;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONFIRMED" | "CANCELED" | "COMPLETED" | "NO_SHOW";
                                statusLabel: string;
                                /** @enum {string} */
                                category: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                                date: string;
                                endDate: string;
                                time: string | null;
                                nights: number | null;
                                /** Format: date-time */
                                startAt: string;
                                /** Format: date-time */
                                endAt: string;
                                shop: {
                                    shopId: number;
                                    name: string;
                                    thumbnailUrl: string | null;
                                    address: string;
                                    phone: string;
                                };
                                product: {
                                    productSeq: number;
                                    name: string;
                                    durationMinutes: number | null;
                                    /** @enum {string} */
                                    unit: "VISIT" | "NIGHT" | "DAY";
                                    unitLabel: string;
                                    imageUrl: string | null;
                                };
                                pets: {
                                    petSeq: number | null;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    /** @enum {string} */
                                    band: "SMALL" | "MEDIUM" | "LARGE" | "CAT";
                                    bandLabel: string;
                                    unitPrice: number;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalPrice: number;
                                deposit: {
                                    amount: number;
                                    /** @description the shop has confirmed receiving the transfer */
                                    paid: boolean;
                                    /**
                                     * Format: date-time
                                     * @description when the shop confirmed it (null while unpaid)
                                     */
                                    paidAt: string | null;
                                    /** Format: date-time */
                                    dueAt: string;
                                    account: string | null;
                                } | null;
                                refundPolicy: {
                                    minDaysBefore: number;
                                    refundRate: number;
                                    description: string;
                                }[];
                                memo: string;
                                rejectReason: string | null;
                                cancellation: {
                                    /** Format: date-time */
                                    canceledAt: string;
                                    /** @enum {string} */
                                    canceledBy: "OWNER" | "SHOP";
                                    fee: number;
                                    refundAmount: number;
                                } | null;
                                canCancel: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                confirmedAt: string | null;
                                owner: {
                                    userSeq: number;
                                    nickname: string;
                                    phoneNumber: string;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 커뮤니티 피드 (최신순/인기순, 커서 페이지) */
        get: {
            parameters: {
                query?: {
                    sort?: "NEWEST" | "POPULAR";
                    breedSeq?: number;
                    cursor?: string;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    communitySeq: number;
                                    content: string;
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    };
                                    photos: {
                                        mediaSeq: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        width: number;
                                        height: number;
                                    }[];
                                    likeCount: number;
                                    commentCount: number;
                                    liked: boolean;
                                    mine: boolean;
                                    hidden: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                /** @description pass as `cursor` for the next page; null at the end */
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** 글쓰기 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        breedSeq?: number | null;
                        /** @default [] */
                        mediaSeqs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                communitySeq: number;
                                content: string;
                                breedSeq: number | null;
                                breedName: string | null;
                                author: {
                                    userSeq: number;
                                    nickname: string;
                                    profileImageUrl: string | null;
                                    /** @description the author's first pet */
                                    petName: string | null;
                                    petBreedName: string | null;
                                };
                                photos: {
                                    mediaSeq: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                likeCount: number;
                                commentCount: number;
                                liked: boolean;
                                mine: boolean;
                                hidden: boolean;
                                edited: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 커뮤니티 검색 (낱말 부분 일치, 품종) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    breedSeq?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    communitySeq: number;
                                    content: string;
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    };
                                    photos: {
                                        mediaSeq: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        width: number;
                                        height: number;
                                    }[];
                                    likeCount: number;
                                    commentCount: number;
                                    liked: boolean;
                                    mine: boolean;
                                    hidden: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/my/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내가 쓴 글 */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    communitySeq: number;
                                    content: string;
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    };
                                    photos: {
                                        mediaSeq: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        width: number;
                                        height: number;
                                    }[];
                                    likeCount: number;
                                    commentCount: number;
                                    liked: boolean;
                                    mine: boolean;
                                    hidden: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/my/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 좋아요한 글 */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    communitySeq: number;
                                    content: string;
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    };
                                    photos: {
                                        mediaSeq: number;
                                        url: string;
                                        thumbnailUrl: string;
                                        width: number;
                                        height: number;
                                    }[];
                                    likeCount: number;
                                    commentCount: number;
                                    liked: boolean;
                                    mine: boolean;
                                    hidden: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/my/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내가 쓴 댓글 */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    commentSeq: number;
                                    communitySeq: number;
                                    content: string;
                                    postExcerpt: string;
                                    isReply: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/my/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 글･좋아요･댓글 수 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                posts: number;
                                likes: number;
                                comments: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/{communitySeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 게시글 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                communitySeq: number;
                                content: string;
                                breedSeq: number | null;
                                breedName: string | null;
                                author: {
                                    userSeq: number;
                                    nickname: string;
                                    profileImageUrl: string | null;
                                    /** @description the author's first pet */
                                    petName: string | null;
                                    petBreedName: string | null;
                                };
                                photos: {
                                    mediaSeq: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                likeCount: number;
                                commentCount: number;
                                liked: boolean;
                                mine: boolean;
                                hidden: boolean;
                                edited: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 글 수정 (내 글만) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        breedSeq?: number | null;
                        /** @default [] */
                        mediaSeqs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                communitySeq: number;
                                content: string;
                                breedSeq: number | null;
                                breedName: string | null;
                                author: {
                                    userSeq: number;
                                    nickname: string;
                                    profileImageUrl: string | null;
                                    /** @description the author's first pet */
                                    petName: string | null;
                                    petBreedName: string | null;
                                };
                                photos: {
                                    mediaSeq: number;
                                    url: string;
                                    thumbnailUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                likeCount: number;
                                commentCount: number;
                                liked: boolean;
                                mine: boolean;
                                hidden: boolean;
                                edited: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 글 삭제 (내 글만) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/{communitySeq}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 좋아요 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                liked: boolean;
                                likeCount: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 좋아요 취소 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                liked: boolean;
                                likeCount: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/{communitySeq}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 댓글과 답글 (답글은 한 단계) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                commentSeq: number;
                                parentSeq: number | null;
                                /** @description null when deleted or hidden after reports */
                                content: string | null;
                                deleted: boolean;
                                hidden: boolean;
                                author: {
                                    userSeq: number;
                                    nickname: string;
                                    profileImageUrl: string | null;
                                    /** @description the author's first pet */
                                    petName: string | null;
                                    petBreedName: string | null;
                                } | null;
                                mine: boolean;
                                edited: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                replies: {
                                    commentSeq: number;
                                    parentSeq: number | null;
                                    /** @description null when deleted or hidden after reports */
                                    content: string | null;
                                    deleted: boolean;
                                    hidden: boolean;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    } | null;
                                    mine: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** 댓글･답글 쓰기 (답글은 parentSeq) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        parentSeq?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                commentSeq: number;
                                comments: {
                                    commentSeq: number;
                                    parentSeq: number | null;
                                    /** @description null when deleted or hidden after reports */
                                    content: string | null;
                                    deleted: boolean;
                                    hidden: boolean;
                                    author: {
                                        userSeq: number;
                                        nickname: string;
                                        profileImageUrl: string | null;
                                        /** @description the author's first pet */
                                        petName: string | null;
                                        petBreedName: string | null;
                                    } | null;
                                    mine: boolean;
                                    edited: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    replies: {
                                        commentSeq: number;
                                        parentSeq: number | null;
                                        /** @description null when deleted or hidden after reports */
                                        content: string | null;
                                        deleted: boolean;
                                        hidden: boolean;
                                        author: {
                                            userSeq: number;
                                            nickname: string;
                                            profileImageUrl: string | null;
                                            /** @description the author's first pet */
                                            petName: string | null;
                                            petBreedName: string | null;
                                        } | null;
                                        mine: boolean;
                                        edited: boolean;
                                        /** Format: date-time */
                                        createdAt: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/comments/{commentSeq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 댓글 수정 (내 댓글만) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    commentSeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** 댓글 삭제 (내 댓글만) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    commentSeq: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/{communitySeq}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 글 신고 (여러 명이 신고하면 검토 전까지 숨김) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    communitySeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description SPAM 광고･도배, ABUSE 욕설･비방, ADULT 음란물, ILLEGAL 불법 정보, PRIVACY 개인정보 노출, ETC 기타
                         * @enum {string}
                         */
                        reason: "SPAM" | "ABUSE" | "ADULT" | "ILLEGAL" | "PRIVACY" | "ETC";
                        detail?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                hidden: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/community/comments/{commentSeq}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 댓글 신고 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    commentSeq: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description SPAM 광고･도배, ABUSE 욕설･비방, ADULT 음란물, ILLEGAL 불법 정보, PRIVACY 개인정보 노출, ETC 기타
                         * @enum {string}
                         */
                        reason: "SPAM" | "ABUSE" | "ADULT" | "ILLEGAL" | "PRIVACY" | "ETC";
                        detail?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                hidden: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 사진 올리기 (보호자 또는 파트너 토큰)
         * @description multipart/form-data with one part `file`. The type is told by content (JPEG, PNG, WebP, HEIC); over the limit → 413 MEDIA_TOO_LARGE, anything else → 415 MEDIA_UNSUPPORTED_TYPE. EXIF (with GPS) is removed after applying its orientation. The photo stays unattached until a domain claims it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG, WebP or HEIC, told by content; up to 15 MB
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            /** @description An uploaded photo. `url` (1280 px wide WebP) and `thumbnailUrl` (320 px) are signed links that expire (about an hour); ask the API again for fresh ones. */
                            data: {
                                mediaSeq: number;
                                width: number;
                                height: number;
                                url: string;
                                thumbnailUrl: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/media/{mediaSeq}/{variant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 사진 보기 (서명된 주소, 만료됨)
         * @description The WebP rendition behind a signed link from the API (`url`, `thumbnailUrl`). A wrong signature → 403 MEDIA_LINK_INVALID, an expired link → 403 MEDIA_LINK_EXPIRED. No token: the link is the permission.
         */
        get: {
            parameters: {
                query: {
                    /** @description Expiry, Unix seconds */
                    exp: number;
                    /** @description HMAC-SHA256 of mediaSeq, variant and exp */
                    sig: string;
                };
                header?: never;
                path: {
                    mediaSeq: number;
                    variant: "w320" | "w720" | "w1280";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/alim-papers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 알림장 (날짜 최신순, 반려동물 필터, 안 읽음 표시) */
        get: {
            parameters: {
                query?: {
                    petSeq?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    alimPaperSeq: number;
                                    date: string;
                                    endDate: string | null;
                                    shop: {
                                        shopId: number;
                                        name: string;
                                    };
                                    pet: {
                                        petSeq: number;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                    };
                                    moods: string[];
                                    hasHealthNote: boolean;
                                    preview: string;
                                    photoCount: number;
                                    thumbnailUrl: string | null;
                                    /** Format: date-time */
                                    publishedAt: string;
                                    unread: boolean;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                                unread: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/alim-papers/shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 공유 링크로 알림장 보기 (로그인 없음)
         * @description The token from POST /v2/alim-papers/{id}/share. `id` (from /alarmpaper/{id}) must be the token’s card. Unknown, expired, revoked or mismatched → 404 ALIM_PAPER_SHARE_INVALID.
         */
        get: {
            parameters: {
                query: {
                    token: string;
                    /** @description /alarmpaper/{id}: must be the card of the token */
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            /** @description A card opened from a shared link: read-only. */
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/alim-papers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 알림장 보기 (읽음 처리) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                                /** Format: date-time */
                                readAt: string | null;
                                /** @description The live share link, if any */
                                share: {
                                    /** Format: date-time */
                                    expiresAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/alim-papers/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 선생님께 답장 (다시 쓰면 바뀜) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                                /** Format: date-time */
                                readAt: string | null;
                                /** @description The live share link, if any */
                                share: {
                                    /** Format: date-time */
                                    expiresAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/alim-papers/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 공유 링크 만들기 (7일, 새로 만들면 이전 링크는 끊김) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                token: string;
                                /** @description The page to share: /alim-paper/detail?token=… */
                                path: string;
                                /** Format: date-time */
                                expiresAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 공유 링크 끊기 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/alim-papers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 알림장 목록 (날짜별) */
        get: {
            parameters: {
                query: {
                    shopId: number;
                    /** @description YYYY-MM-DD (Asia/Seoul) */
                    date?: string;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    alimPaperSeq: number;
                                    date: string;
                                    endDate: string | null;
                                    shop: {
                                        shopId: number;
                                        name: string;
                                    };
                                    pet: {
                                        petSeq: number;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                    };
                                    moods: string[];
                                    meal: {
                                        /**
                                         * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                         * @enum {string}
                                         */
                                        amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                        /** @default  */
                                        note: string;
                                    } | null;
                                    potty: {
                                        pee: number;
                                        poop: number;
                                        /**
                                         * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                         * @enum {string}
                                         */
                                        state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                        /** @default  */
                                        note: string;
                                    } | null;
                                    activity: {
                                        walkMinutes: number;
                                        /** @default  */
                                        note: string;
                                    } | null;
                                    /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                    health: {
                                        vomiting: boolean;
                                        injury: boolean;
                                        medicine: boolean;
                                        /** @default  */
                                        note: string;
                                    } | null;
                                    hasHealthNote: boolean;
                                    text: string;
                                    teacherName: string;
                                    photos: {
                                        mediaSeq: number;
                                        width: number;
                                        height: number;
                                        url: string;
                                        thumbnailUrl: string;
                                    }[];
                                    /** Format: date-time */
                                    publishedAt: string | null;
                                    reply: {
                                        text: string;
                                        /** Format: date-time */
                                        repliedAt: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "DRAFT" | "PUBLISHED";
                                    /** Format: date-time */
                                    readAt: string | null;
                                    /** Format: date-time */
                                    updatedAt: string;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * 알림장 쓰기 (임시 저장)
         * @description One card per pet, shop and day (409 ALIM_PAPER_EXISTS). The pet must belong to a linked customer of the shop (404 ALIM_PAPER_NOT_CUSTOMER); `shopId` must be one of the staff member’s shops (403). `mediaSeqs` are this staff member’s fresh uploads (404 MEDIA_NOT_FOUND, 409 MEDIA_ALREADY_ATTACHED); moods from /v2/emotion-words.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopId: number;
                        petSeq: number;
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        date: string;
                        /** @description Last day of a stay (hotel); null for one day */
                        endDate?: string | null;
                        /**
                         * @description Words from GET /v2/emotion-words
                         * @default []
                         */
                        moods?: string[];
                        /** @default null */
                        meal?: {
                            /**
                             * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                             * @enum {string}
                             */
                            amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                            /** @default  */
                            note?: string;
                        } | null;
                        /** @default null */
                        potty?: {
                            pee: number;
                            poop: number;
                            /**
                             * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                             * @enum {string}
                             */
                            state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                            /** @default  */
                            note?: string;
                        } | null;
                        /** @default null */
                        activity?: {
                            walkMinutes: number;
                            /** @default  */
                            note?: string;
                        } | null;
                        /**
                         * @description Vomiting, injury, medicine given: shown first and highlighted to the owner.
                         * @default null
                         */
                        health?: {
                            vomiting: boolean;
                            injury: boolean;
                            medicine: boolean;
                            /** @default  */
                            note?: string;
                        } | null;
                        /** @default  */
                        text?: string;
                        /**
                         * @description Photos uploaded by this staff member (POST /v2/media)
                         * @default []
                         */
                        mediaSeqs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                                /** @enum {string} */
                                status: "DRAFT" | "PUBLISHED";
                                /** Format: date-time */
                                readAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/alim-papers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 알림장 보기 (매장) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                                /** @enum {string} */
                                status: "DRAFT" | "PUBLISHED";
                                /** Format: date-time */
                                readAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 알림장 고치기 (보낸 뒤에도) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description YYYY-MM-DD (Asia/Seoul) */
                        date: string;
                        /** @description Last day of a stay (hotel); null for one day */
                        endDate?: string | null;
                        /**
                         * @description Words from GET /v2/emotion-words
                         * @default []
                         */
                        moods?: string[];
                        /** @default null */
                        meal?: {
                            /**
                             * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                             * @enum {string}
                             */
                            amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                            /** @default  */
                            note?: string;
                        } | null;
                        /** @default null */
                        potty?: {
                            pee: number;
                            poop: number;
                            /**
                             * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                             * @enum {string}
                             */
                            state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                            /** @default  */
                            note?: string;
                        } | null;
                        /** @default null */
                        activity?: {
                            walkMinutes: number;
                            /** @default  */
                            note?: string;
                        } | null;
                        /**
                         * @description Vomiting, injury, medicine given: shown first and highlighted to the owner.
                         * @default null
                         */
                        health?: {
                            vomiting: boolean;
                            injury: boolean;
                            medicine: boolean;
                            /** @default  */
                            note?: string;
                        } | null;
                        /** @default  */
                        text?: string;
                        /**
                         * @description Photos uploaded by this staff member (POST /v2/media)
                         * @default []
                         */
                        mediaSeqs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                                /** @enum {string} */
                                status: "DRAFT" | "PUBLISHED";
                                /** Format: date-time */
                                readAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/partner/alim-papers/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 알림장 보내기 (보호자에게 소식 알림)
         * @description 409 ALIM_PAPER_ALREADY_PUBLISHED the second time.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                alimPaperSeq: number;
                                date: string;
                                endDate: string | null;
                                shop: {
                                    shopId: number;
                                    name: string;
                                };
                                pet: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                };
                                moods: string[];
                                meal: {
                                    /**
                                     * @description ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요
                                     * @enum {string}
                                     */
                                    amount: "ALL" | "MOST" | "HALF" | "LITTLE" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                potty: {
                                    pee: number;
                                    poop: number;
                                    /**
                                     * @description NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음
                                     * @enum {string}
                                     */
                                    state: "NORMAL" | "SOFT" | "DIARRHEA" | "NONE";
                                    /** @default  */
                                    note: string;
                                } | null;
                                activity: {
                                    walkMinutes: number;
                                    /** @default  */
                                    note: string;
                                } | null;
                                /** @description Vomiting, injury, medicine given: shown first and highlighted to the owner. */
                                health: {
                                    vomiting: boolean;
                                    injury: boolean;
                                    medicine: boolean;
                                    /** @default  */
                                    note: string;
                                } | null;
                                hasHealthNote: boolean;
                                text: string;
                                teacherName: string;
                                photos: {
                                    mediaSeq: number;
                                    width: number;
                                    height: number;
                                    url: string;
                                    thumbnailUrl: string;
                                }[];
                                /** Format: date-time */
                                publishedAt: string | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    repliedAt: string;
                                } | null;
                                /** @enum {string} */
                                status: "DRAFT" | "PUBLISHED";
                                /** Format: date-time */
                                readAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/user/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 초대 토큰으로 매장 연결 → UserShop
         * @description 400 INVALID_INVITATION_TOKEN (unknown, used, expired or for another shop), 404 SHOP_NOT_FOUND, 409 ALREADY_LINKED.
         */
        post: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invitationToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userShopSeq: number;
                                shopId: number;
                                customerSeq: number;
                                sortOrder: number;
                                shopInfo: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
